import type { ClientMe } from '@inkwell/contracts';
import { CopywritingCard } from './copywriting-card';
import { StyledCards } from './styled';
import { TalentCard } from './talent-card';
import { ToolsCard } from './tools-card';

/** Spec §2 Get started tab: ordering, the tools and the talent community. */
export function GetStartedTab({ me }: { me: ClientMe }) {
  return (
    <>
      <StyledCards>
        <CopywritingCard />
        <ToolsCard me={me} />
      </StyledCards>
      <TalentCard />
    </>
  );
}
