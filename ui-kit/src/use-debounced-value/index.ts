export { useDebouncedValue } from './use-debounced-value';
