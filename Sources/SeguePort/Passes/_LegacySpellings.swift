/// UIKit, Core Animation and Core Graphics names as they were before Swift 4.2 (and the Swift 2
/// functions the migrator replaced), with today's spelling.
enum _LegacySpellings {
    /// Top-level names that became nested types or constants.
    static let names: [String: String] = [
        "UIControlState": "UIControl.State", "UIControlEvents": "UIControl.Event",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UIViewAnimationOptions": "UIView.AnimationOptions", "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewAnimationTransition": "UIView.AnimationTransition", "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask", "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIButtonType": "UIButton.ButtonType", "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UITableViewStyle": "UITableView.Style", "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
        "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
        "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
        "UIStackViewDistribution": "UIStackView.Distribution", "UIStackViewAlignment": "UIStackView.Alignment",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "UILayoutPriorityRequired": "UILayoutPriority.required",
        "UILayoutPriorityDefaultHigh": "UILayoutPriority.defaultHigh",
        "UILayoutPriorityDefaultLow": "UILayoutPriority.defaultLow",
        "UILayoutPriorityFittingSizeLevel": "UILayoutPriority.fittingSizeLevel",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute", "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "UIFontTextStyle": "UIFont.TextStyle", "UIFontWeightUltraLight": "UIFont.Weight.ultraLight",
        "UIFontWeightThin": "UIFont.Weight.thin", "UIFontWeightLight": "UIFont.Weight.light",
        "UIFontWeightRegular": "UIFont.Weight.regular", "UIFontWeightMedium": "UIFont.Weight.medium",
        "UIFontWeightSemibold": "UIFont.Weight.semibold", "UIFontWeightBold": "UIFont.Weight.bold",
        "UIFontWeightHeavy": "UIFont.Weight.heavy", "UIFontWeightBlack": "UIFont.Weight.black",
        "UIBlurEffectStyle": "UIBlurEffect.Style", "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style", "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIImageRenderingMode": "UIImage.RenderingMode", "UIImageOrientation": "UIImage.Orientation",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIEventType": "UIEvent.EventType", "UITouchPhase": "UITouch.Phase",
        "UIApplicationState": "UIApplication.State",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey", "UIWindowLevel": "UIWindow.Level",
        "UIWindowLevelNormal": "UIWindow.Level.normal", "UIWindowLevelAlert": "UIWindow.Level.alert",
        "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero", "UIOffsetZero": "UIOffset.zero",
        "CGRectZero": "CGRect.zero", "CGPointZero": "CGPoint.zero", "CGSizeZero": "CGSize.zero",
        "CGAffineTransformIdentity": "CGAffineTransform.identity",
        "RunLoopMode": "RunLoop.Mode", "childViewControllers": "children",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "NSRunLoopCommonModes": "RunLoop.Mode.common", "NSDefaultRunLoopMode": "RunLoop.Mode.default",
        "kCAMediaTimingFunctionLinear": "CAMediaTimingFunctionName.linear",
        "kCAMediaTimingFunctionEaseIn": "CAMediaTimingFunctionName.easeIn",
        "kCAMediaTimingFunctionEaseOut": "CAMediaTimingFunctionName.easeOut",
        "kCAMediaTimingFunctionEaseInEaseOut": "CAMediaTimingFunctionName.easeInEaseOut",
        "kCAMediaTimingFunctionDefault": "CAMediaTimingFunctionName.default",
        "kCAFillModeForwards": "CAMediaTimingFillMode.forwards",
        "kCAFillModeBackwards": "CAMediaTimingFillMode.backwards",
        "kCAFillModeBoth": "CAMediaTimingFillMode.both", "kCAFillModeRemoved": "CAMediaTimingFillMode.removed",
        "kCATransitionFade": "CATransitionType.fade", "kCATransitionPush": "CATransitionType.push",
        "kCATransitionMoveIn": "CATransitionType.moveIn", "kCATransitionReveal": "CATransitionType.reveal",
        "kCATransitionFromLeft": "CATransitionSubtype.fromLeft",
        "kCATransitionFromRight": "CATransitionSubtype.fromRight",
        "kCATransitionFromTop": "CATransitionSubtype.fromTop",
        "kCATransitionFromBottom": "CATransitionSubtype.fromBottom",
        "kCAGravityCenter": "CALayerContentsGravity.center", "kCAGravityResize": "CALayerContentsGravity.resize",
        "kCAGravityResizeAspect": "CALayerContentsGravity.resizeAspect",
        "kCAGravityResizeAspectFill": "CALayerContentsGravity.resizeAspectFill",
        "kCAAnimationLinear": "CAAnimationCalculationMode.linear",
        "kCAAnimationDiscrete": "CAAnimationCalculationMode.discrete",
        "kCAAnimationPaced": "CAAnimationCalculationMode.paced",
        "kCAAnimationCubic": "CAAnimationCalculationMode.cubic",
        "kCALineCapRound": "CAShapeLayerLineCap.round", "kCALineCapButt": "CAShapeLayerLineCap.butt",
        "kCALineCapSquare": "CAShapeLayerLineCap.square", "kCALineJoinRound": "CAShapeLayerLineJoin.round",
        "kCALineJoinMiter": "CAShapeLayerLineJoin.miter", "kCALineJoinBevel": "CAShapeLayerLineJoin.bevel",
        "kCAFillRuleEvenOdd": "CAShapeLayerFillRule.evenOdd", "kCAFillRuleNonZero": "CAShapeLayerFillRule.nonZero",
        "kCAAlignmentCenter": "CATextLayerAlignmentMode.center", "kCAAlignmentLeft": "CATextLayerAlignmentMode.left",
        "kCAAlignmentRight": "CATextLayerAlignmentMode.right"
    ]

    /// Notification names that moved from `NSNotification.Name` onto their class.
    static let notifications: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
        "UIAccessibilityReduceMotionStatusDidChange": "UIAccessibility.reduceMotionStatusDidChangeNotification"
    ]

    /// Members renamed in place (`.commonModes` is `.common`).
    static let members: [String: String] = [
        "commonModes": "common", "defaultRunLoopMode": "default", "childViewControllers": "children"
    ]

    /// Methods Swift 4.2 renamed, by their old name and labels: the new name and labels (nil for
    /// an unlabelled argument). Calls and overriding declarations are both rewritten.
    static let methods: [String: (name: String, labels: [String?])] = [
        "addChildViewController(_:)": ("addChild", [nil]),
        "removeFromParentViewController()": ("removeFromParent", []),
        "willMove(toParentViewController:)": ("willMove", ["toParent"]),
        "didMove(toParentViewController:)": ("didMove", ["toParent"]),
        "bringSubview(toFront:)": ("bringSubviewToFront", [nil]),
        "sendSubview(toBack:)": ("sendSubviewToBack", [nil])
    ]

    /// Swift 2 functions that became initializers, methods or properties: the name, and how to
    /// spell a call with the given arguments (`nil` when the call has another arity).
    static func call(_ name: String, _ arguments: [String]) -> String? {
        switch (name, arguments.count) {
        case ("UIEdgeInsetsMake", 4):
            "UIEdgeInsets(top: \(arguments[0]), left: \(arguments[1]), bottom: \(arguments[2]), right: \(arguments[3]))"
        case ("UIOffsetMake", 2): "UIOffset(horizontal: \(arguments[0]), vertical: \(arguments[1]))"
        case ("CGRectMake", 4):
            "CGRect(x: \(arguments[0]), y: \(arguments[1]), width: \(arguments[2]), height: \(arguments[3]))"
        case ("CGPointMake", 2): "CGPoint(x: \(arguments[0]), y: \(arguments[1]))"
        case ("CGSizeMake", 2): "CGSize(width: \(arguments[0]), height: \(arguments[1]))"
        case ("CGVectorMake", 2): "CGVector(dx: \(arguments[0]), dy: \(arguments[1]))"
        case ("CGAffineTransformMakeScale", 2): "CGAffineTransform(scaleX: \(arguments[0]), y: \(arguments[1]))"
        case ("CGAffineTransformMakeTranslation", 2):
            "CGAffineTransform(translationX: \(arguments[0]), y: \(arguments[1]))"
        case ("CGAffineTransformMakeRotation", 1): "CGAffineTransform(rotationAngle: \(arguments[0]))"
        case ("CGAffineTransformConcat", 2): "\(receiver(arguments[0])).concatenating(\(arguments[1]))"
        case ("CGAffineTransformInvert", 1): "\(receiver(arguments[0])).inverted()"
        case ("CGAffineTransformIsIdentity", 1): "\(receiver(arguments[0])).isIdentity"
        case ("CGAffineTransformScale", 3): "\(receiver(arguments[0])).scaledBy(x: \(arguments[1]), y: \(arguments[2]))"
        case ("CGAffineTransformTranslate", 3):
            "\(receiver(arguments[0])).translatedBy(x: \(arguments[1]), y: \(arguments[2]))"
        case ("CGAffineTransformRotate", 2): "\(receiver(arguments[0])).rotated(by: \(arguments[1]))"
        case ("UIEdgeInsetsInsetRect", 2): "\(receiver(arguments[0])).inset(by: \(arguments[1]))"
        case ("UIEdgeInsetsEqualToEdgeInsets", 2): "\(receiver(arguments[0])) == \(arguments[1])"
        case ("CGRectGetMinX", 1), ("CGRectGetMidX", 1), ("CGRectGetMaxX", 1), ("CGRectGetMinY", 1),
            ("CGRectGetMidY", 1), ("CGRectGetMaxY", 1), ("CGRectGetWidth", 1), ("CGRectGetHeight", 1):
            "\(receiver(arguments[0])).\(name.dropFirst("CGRectGet".count).prefix(1).lowercased())\(name.dropFirst("CGRectGet".count + 1))"
        case ("CGRectContainsPoint", 2): "\(receiver(arguments[0])).contains(\(arguments[1]))"
        case ("CGRectIntersectsRect", 2): "\(receiver(arguments[0])).intersects(\(arguments[1]))"
        case ("CGRectInset", 3): "\(receiver(arguments[0])).insetBy(dx: \(arguments[1]), dy: \(arguments[2]))"
        case ("CGRectOffset", 3): "\(receiver(arguments[0])).offsetBy(dx: \(arguments[1]), dy: \(arguments[2]))"
        case ("UIAccessibilityIsReduceMotionEnabled", 0): "UIAccessibility.isReduceMotionEnabled"
        case ("UIAccessibilityIsVoiceOverRunning", 0): "UIAccessibility.isVoiceOverRunning"
        default: nil
        }
    }

    /// `expression` as the receiver of a member: parenthesised unless it is a plain name or
    /// member chain.
    private static func receiver(_ expression: String) -> String {
        expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? expression : "(\(expression))"
    }
}
