#!/bin/sh
# Makes the user's package that UserPackageTests builds out of tree: the fixture's sources
# (Tests/SegueCLITests/UserPackage), seed 000's presentation code from the Swift 5 client tests,
# the CardKit port fixture's expected output as a library, and a Package.swift depending on
# this repository by path.
#
#     scripts/make-user-package.sh DESTINATION
#
# DESTINATION must not exist. `.ci/run` makes one and builds it while this package builds,
# then names it to the test in SEGUE_USER_PACKAGE; without that the test makes its own.
set -eu
if [ "$#" -ne 1 ]; then
    echo "usage: scripts/make-user-package.sh DESTINATION" >&2
    exit 2
fi
repository=$(cd "$(dirname "$0")/.." && pwd)
destination=$1
if [ -e "$destination" ]; then
    echo "make-user-package: $destination already exists" >&2
    exit 1
fi
mkdir -p "$destination"
cp -R "$repository/Tests/SegueCLITests/UserPackage/." "$destination/"
cp "$repository/Tests/SwiftFiveClientTests/Seed000Clients+Presentation.swift" \
    "$destination/Sources/FadeKit/Seed000Presentation.swift"
cp -R "$repository/Tests/PortFixtures/CardKit/expected/Sources" "$destination/Sources/PortedCardKit"
# SwiftPM names a package depended on by path after its folder, lowercased.
identity=$(basename "$repository" | tr '[:upper:]' '[:lower:]')
sed -e "s|@REPOSITORY@|$repository|g" -e "s|@IDENTITY@|$identity|g" \
    "$destination/Package.swift.in" >"$destination/Package.swift"
rm "$destination/Package.swift.in"
