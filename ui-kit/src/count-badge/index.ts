export { CountBadge, type CountBadgeProps } from './count-badge';
