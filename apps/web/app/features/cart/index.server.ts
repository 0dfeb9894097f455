// Public face of the cart feature on the server: pricing the cart through the API.
export { priceCart } from './cart.server.ts';
