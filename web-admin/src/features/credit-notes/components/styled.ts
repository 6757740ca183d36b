import styled from 'styled-components';

/** A date filter as wide as a date needs, beside the list's selects. */
export const StyledDateFilter = styled.div`
  width: min(100%, ${({ theme }) => theme.sizes.menu});
`;
