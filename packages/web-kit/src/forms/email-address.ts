/**
 * A valid e-mail address as the HTML spec defines it (the pattern yup's `email()` uses too), for forms that check
 * one without loading a schema library: the login page is the first page of every app (decision 059).
 */
export const EMAIL_ADDRESS = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
