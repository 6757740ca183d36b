// The rule lives with the guard every billing page shares (invoices, drafts, accounting).
export { hasFakturaAccess } from '../../components/faktura-access';
