export { FormField, type FormFieldProps } from './form-field';
