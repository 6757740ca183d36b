export { RequireFakturaAccess } from '../../../components/faktura-access';
