/** The most a price may move, in percent, before the form warns about it. */
export const PRICE_IMPACT_WARNING = 3
/** The most a price may move, in percent, before the swap needs an explicit confirmation. */
export const PRICE_IMPACT_CONFIRM = 10
