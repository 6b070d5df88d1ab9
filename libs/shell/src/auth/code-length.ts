/** Digits of the sign-in code the SMS carries (sign-in and a card's confirmation). */
export const CODE_LENGTH = 6;
