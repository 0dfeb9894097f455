// What the cart needs to know of orders (a port: orders and stock reservations are checkout's, and
// checkout sits above cart, decision 0013). Checkout implements it (`createCartOrderFacts`) and the
// composition hands it to the cart's repositories; each is one query, as when cart read the tables.

/** A customer: the signed-in user and/or an e-mail (checkout matches whoever the e-mail really is). */
export interface CartCustomer {
  userId: number | null;
  email: string | null;
}

/** Copies of a project (of one of its items) the cart's own open order holds. */
export interface HeldCopies {
  projectId: number;
  itemId: number | null;
  quantity: number;
}

/** An order as a shop event or checkout feedback checks it. */
export interface OrderOfCart {
  id: number;
  userId: number | null;
  cartId: string | null;
  status: string;
}

export interface CartOrderFacts {
  /** Copies of each project the customer already has (paid, or held by an order being paid but this cart's). */
  copiesBought(
    projectIds: readonly number[],
    customer: CartCustomer,
    excludeCartId: string | null,
  ): Promise<Map<number, number>>;
  /** Whether the customer already has a paid order (first-order codes). */
  hasPaidOrder(customer: CartCustomer): Promise<boolean>;
  /** The copies the cart's own open order holds, unreleased and unexpired, per project and item. */
  heldByCart(cartId: string): Promise<HeldCopies[]>;
  /** The order of this id, or null. */
  findOrder(id: number): Promise<OrderOfCart | null>;
}
