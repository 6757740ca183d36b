import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Checkbox, Spinner, useToast } from '@inkwell/ui-kit';
import type { LinguistGroupType, LinguistProfile } from '@inkwell/contracts';
import { errorToText, useLocalizedPath } from '@inkwell/web-kit';
import { useGetLinguistGroupsQuery } from '../../../api/linguists-api';
import { useChangeMembershipMutation, useGetMembershipsQuery } from '../api/linguists-api';
import { StyledCheckboxList } from './styled';

/** A group takes linguists who do its kind of work: copywriters copywriting groups, proofreaders proofreading ones. */
const typesOf = (linguist: LinguistProfile): LinguistGroupType[] => [
  ...(linguist.roles.includes('copywriter') ? (['copywriting'] as const) : []),
  ...(linguist.roles.includes('proofreader') ? (['proofreading'] as const) : []),
];

/** Her memberships in the client's groups of a matching type, one checkbox each (PUT/DELETE with `groupsId`). */
export function MembershipsTab({ linguist }: { linguist: LinguistProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const groups = useGetLinguistGroupsQuery(undefined);
  const memberships = useGetMembershipsQuery(linguist.id);
  const [changeMembership, change] = useChangeMembershipMutation();
  const blocked = linguist.relation === 'BLOCKED';
  const types = typesOf(linguist);

  if (groups.isLoading || memberships.isLoading) return <Spinner />;
  const loadError = groups.error ?? memberships.error;
  if (loadError) return <Alert variant="danger">{errorToText(loadError, t)}</Alert>;
  if (types.length === 0) return <Alert variant="info">{t('linguists.memberships.noRole')}</Alert>;
  const memberOf = new Set((memberships.data ?? []).map((group) => group.id));

  return (
    <>
      {blocked && <Alert variant="warning">{t('linguists.memberships.blocked')}</Alert>}
      {change.error && <Alert variant="danger">{errorToText(change.error, t)}</Alert>}
      {types.map((type) => {
        const ofType = (groups.data ?? []).filter((group) => group.type === type);
        const typeName = t(`linguists.services.${type}`);
        return (
          <fieldset key={type} disabled={blocked}>
            <legend>{t('linguists.memberships.intro', { type: typeName })}</legend>
            {ofType.length === 0 ? (
              <p>
                {t('linguists.memberships.empty', { type: typeName })}{' '}
                <Link to={localized('/linguists/groups')}>{t('linguists.memberships.manage')}</Link>
              </p>
            ) : (
              <StyledCheckboxList>
                {ofType.map((group) => (
                  <li key={group.id}>
                    <Checkbox
                      label={group.name}
                      checked={memberOf.has(group.id)}
                      disabled={blocked || change.isLoading}
                      onChange={(event) => {
                        const member = event.target.checked;
                        void changeMembership({ linguistId: linguist.id, groupsId: [group.id], member }).then((answer) => {
                          if ('error' in answer) return;
                          toast.show(t(`linguists.memberships.${member ? 'added' : 'removed'}`, { group: group.name }), 'success');
                        });
                      }}
                    />
                  </li>
                ))}
              </StyledCheckboxList>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
