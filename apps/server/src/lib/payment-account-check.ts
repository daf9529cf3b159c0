/** Whether a merchant's card payments are connected and can charge (contract §11 has-account). */
export type PaymentAccountCheck = (merchantId: string) => Promise<boolean>;
