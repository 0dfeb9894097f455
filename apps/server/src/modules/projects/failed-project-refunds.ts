// What projects' refund job needs of a failed project's paid orders (a port: orders and payments are
// checkout's and payments', and checkout sits above projects). Checkout implements it
// (`createFailedProjectRefunds`) and the composition hands it to the jobs (decision 0013).

/** A paid order holding lines of a failed project, with the payment that paid it. */
export interface PaidProjectOrder {
  orderId: number;
  currency: string;
  paymentId: number;
  providerRef: string | null;
  amountMinor: number;
  refundedMinor: number;
  /** What is left to give back of the project's lines, after discount and earlier refunds. */
  projectMinor: number;
  /** The ids of the order's lines of the project. */
  lineIds: number[];
  /** How many lines of other projects the order holds. */
  otherLines: number;
}

/** A refund the provider made for the project's lines of one order. */
export interface RecordedRefund {
  orderId: number;
  paymentId: number;
  refundedTotalMinor: number;
  whole: boolean;
  projectId: number;
  at: Date;
}

/** The paid orders of a failed project, and the refund of its lines recorded on one of them. */
export interface FailedProjectRefunds {
  /** Paid, confirmed orders holding lines of the project not yet refunded. */
  paidOrdersOf(projectId: number): Promise<PaidProjectOrder[]>;
  /** Marks the project's lines refunded, records the payment's refunded total, in one transaction. */
  recordRefund(input: RecordedRefund): Promise<void>;
}
