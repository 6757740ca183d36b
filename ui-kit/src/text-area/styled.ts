import styled from 'styled-components';
import { formControl } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledTextArea = styled.textarea`
  ${formControl}
  /* Room for a few lines at first sight; the user drags it taller for more. */
  min-height: calc(${({ theme }) => theme.sizes.control} * 3);
  padding: ${space(2, 3)};
  resize: vertical;
`;
