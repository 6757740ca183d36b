import styled from 'styled-components';

/** The words the dictionary does not know, set off more quietly than the client's stopwords: they do not block. */
export const StyledSpellingWords = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.infoSubtle};
  border-radius: ${({ theme }) => theme.radius.md};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  p {
    margin: 0;
  }
`;

/** An unknown word, underlined as spell checkers do, so it is not told by colour alone. */
export const StyledUnknownWord = styled.mark`
  color: inherit;
  background: none;
  text-decoration: underline wavy ${({ theme }) => theme.colors.danger};
  text-underline-offset: 3px;
`;

export const StyledSpellingStatus = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
