/** The pairing views' style sheet: the QR code's frame and the countdown. */
export const walletConnectStyles = `.airlock-qr{display:flex;align-items:center;justify-content:center;width:250px;height:250px;border-radius:16px;background:#fff;border:1px solid var(--airlock-border)}.airlock-timer{font-variant-numeric:tabular-nums}`
