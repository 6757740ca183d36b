import styled from 'styled-components';

export const StyledPriceForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;

  & > :first-child {
    flex: 1 1 ${({ theme }) => theme.sizes.searchBox};
  }
`;

/** A list without bullets, its entries one under the other (price forms, languages). */
export const StyledPlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: 0;
  margin: 0;
  list-style: none;
`;
