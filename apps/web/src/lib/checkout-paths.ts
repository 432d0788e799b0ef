/** Where a visitor without an account goes to upgrade: registration, then the Pro checkout. */
export const REGISTER_FOR_PRO = "/register?plan=pro";
