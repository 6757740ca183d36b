import styled from 'styled-components';

/** Line breaks the linguist typed stay; long words wrap at 390 px. */
export const StyledParagraph = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;
