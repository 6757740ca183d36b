import styled from 'styled-components';

/** A client's description or staff's reply as written, its line breaks kept. */
export const StyledWrittenText = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
