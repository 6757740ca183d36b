import { INTERFACE_LANGUAGES, ORDER_STATUSES } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { orderTexts } from './order-texts';

describe('shared order texts', () => {
  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(orderTexts[language])).toEqual(textKeys(orderTexts.en));
  });

  it('labels every order status with the spec wording in English', () => {
    expect(ORDER_STATUSES.map((status) => orderTexts.en.status[status])).toEqual([
      'Open',
      'Processing CW',
      'Ready for PR',
      'Processing PR',
      'Ready for client',
      'In revision',
      'Rejection req.',
      'Accepted',
      'Rejected',
      'Canceled',
    ]);
  });
});
