//
//  CardKit.swift
//  CardKit
//

import OpenUIKit

/// Told about a card's life. Every method is optional.
public protocol CardPresentationDelegate: AnyObject {
    /// Asked before a tap on the dimmed background dismisses the card.
    func cardShouldDismiss(_ card: UIViewController) -> Bool
    /// Told when the card is about to leave.
    func cardWillDismiss(_ card: UIViewController)
}

public extension CardPresentationDelegate {
    func cardShouldDismiss(_ card: UIViewController) -> Bool { true }
    func cardWillDismiss(_ card: UIViewController) {}
}

/// Presents view controllers as cards: `card.present(detail, from: self)`.
public class CardPresenter: NSObject {
    public weak var delegate: CardPresentationDelegate?
    public var cornerRadius: CGFloat = 16
    /// The transitioning delegate lives as long as the presenter (UIKit holds it weakly).
    private let transitions = CardTransitioningDelegate()

    public func present(_ card: UIViewController, from presenter: UIViewController) {
        transitions.presenter = self
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        presenter.present(card, animated: true, completion: nil)
    }
}
