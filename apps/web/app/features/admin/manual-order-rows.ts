// How many line rows the manual-order form offers (a form that works without JavaScript has a fixed number).
export const MANUAL_ORDER_ROWS = 5;
