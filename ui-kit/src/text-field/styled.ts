import styled from 'styled-components';
import { formControl } from '../theme/mixins';

export const StyledInput = styled.input`
  ${formControl}
`;
