"""kiwisolver on the layout solver benchmark's systems (issue 16), for the ratios that
`LayoutBenchmarks --kiwi FILE` prints.

    python3 kiwi_layout.py DIR [--repeats N] [--frames N]

DIR holds the systems `LayoutBenchmarks --dump DIR` wrote (screen200.json, chain1000.json,
grid30.json: variables, equations as [[[index, coefficient], ...], constant, relation,
priority], and the index of the animated equation); the same equations, built once, are added
to a fresh kiwi.Solver per measured solve. Results go to DIR/kiwi.json as
{"key": {"us": median µs, "checksum": sum of the solved values}}.

Priorities map onto kiwi's three strengths by rank (750 strong, 500 medium, 250 weak;
1000 required), which orders the optional equations of these systems as Segue's
lexicographic priorities do, so the checksums must agree.

(b), the per-frame cost of an animated constraint, is measured two ways, since kiwi has no
"change a constant": removing the constraint and adding a pre-built one with the new constant,
and an edit variable (the constant as a variable held at 'strong' by suggestValue); the faster
is reported as (b). Both include updateVariables().
"""
import json
import os
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {750.0: kiwi.strength.strong, 500.0: kiwi.strength.medium, 250.0: kiwi.strength.weak}


def strength(priority):
    if priority >= 1000:
        return kiwi.strength.required
    return STRENGTHS[priority]


def build(spec, variables, constant=None):
    terms, const, relation, priority = spec
    expression = sum((coefficient * variables[index] for index, coefficient in terms), 0.0)
    expression = expression + (const if constant is None else constant)
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength(priority)


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def solve(constraints, variables):
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return solver, sum(v.value() for v in variables)


def scratch(system, repeats):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    constraints = [build(spec, variables) for spec in system["equations"]]
    _, checksum = solve(constraints, variables)  # warm-up
    times = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        solve(constraints, variables)
        times.append((time.perf_counter_ns() - start) / 1000)
    return median(times), checksum, variables, constraints


def animate_remove_add(system, frames):
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    constraints = [build(spec, variables) for spec in system["equations"]]
    animated = system["animated"]
    base = system["equations"][animated][1]
    steps = [build(system["equations"][animated], variables, base - k) for k in range(100)]
    solver, _ = solve(constraints, variables)
    current = constraints[animated]
    times = []
    for frame in range(200 + frames):
        replacement = steps[frame % 100]
        start = time.perf_counter_ns()
        solver.removeConstraint(current)
        solver.addConstraint(replacement)
        solver.updateVariables()
        elapsed = time.perf_counter_ns() - start
        current = replacement
        if frame >= 200:
            times.append(elapsed / 1000)
    solver.removeConstraint(current)
    solver.addConstraint(steps[50])
    solver.updateVariables()
    return median(times), sum(v.value() for v in variables)


def animate_edit(system, frames):
    """The animated constant becomes a variable k: the equation uses -k instead of its
    constant, and k is an edit variable held at 'strong'."""
    variables = [kiwi.Variable("v%d" % i) for i in range(system["variables"])]
    animated = system["animated"]
    k = kiwi.Variable("k")
    constraints = []
    for index, spec in enumerate(system["equations"]):
        if index == animated:
            terms, const, relation, priority = spec
            expression = sum((c * variables[i] for i, c in terms), 0.0) - k
            constraints.append((expression == 0) | strength(priority))
        else:
            constraints.append(build(spec, variables))
    base = system["equations"][animated][1]
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.addEditVariable(k, "strong")
    solver.suggestValue(k, -base)
    solver.updateVariables()
    times = []
    for frame in range(200 + frames):
        value = -(base - (frame % 100))
        start = time.perf_counter_ns()
        solver.suggestValue(k, value)
        solver.updateVariables()
        elapsed = time.perf_counter_ns() - start
        if frame >= 200:
            times.append(elapsed / 1000)
    solver.suggestValue(k, -(base - 50))
    solver.updateVariables()
    return median(times), sum(v.value() for v in variables)


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        sys.exit(2)
    directory = args[0]
    repeats = int(args[args.index("--repeats") + 1]) if "--repeats" in args else 20
    frames = int(args[args.index("--frames") + 1]) if "--frames" in args else 5000
    results = {}
    for name in ("screen200", "chain1000", "grid30"):
        with open(os.path.join(directory, name + ".json")) as handle:
            system = json.load(handle)
        micros, checksum, _, _ = scratch(system, repeats)
        results[name] = {"us": micros, "checksum": checksum}
        print("kiwi %-10s from scratch: %10.1f µs  checksum %.4f" % (name, micros, checksum))
        if name == "screen200":
            removed, sum_removed = animate_remove_add(system, frames)
            edited, sum_edited = animate_edit(system, frames)
            print("kiwi screen200 one constant: remove+add %.1f µs, edit variable %.1f µs" % (removed, edited))
            best = min((removed, sum_removed), (edited, sum_edited))
            results["screen200_animate"] = {"us": best[0], "checksum": best[1]}
    with open(os.path.join(directory, "kiwi.json"), "w") as handle:
        json.dump(results, handle)


if __name__ == "__main__":
    main()
