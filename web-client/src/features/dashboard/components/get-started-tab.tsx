import type { ClientMe } from '@inkwell/contracts';
import { CopywritingCard } from './copywriting-card';
import { StyledCards } from './styled';
import { TalentCard } from './talent-card';
import { ToolsCard } from './tools-card';
import { TranslationCard } from './translation-card';

/** Spec §2 Get started tab: ordering and quotes, the tools and the talent community. */
export function GetStartedTab({ me }: { me: ClientMe }) {
  return (
    <>
      <StyledCards>
        <CopywritingCard me={me} />
        <TranslationCard />
        <ToolsCard me={me} />
      </StyledCards>
      <TalentCard />
    </>
  );
}
