import styled from 'styled-components';

export const StyledBillingFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${({ theme }) => theme.sizes.menu} * 1.2)), 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;
