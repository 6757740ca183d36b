import type { Transaction } from 'sequelize';
import type { MessageDto } from '@inkwell/contracts';
import { createDraft, postOrderMessage, replyTo, sendDraft, writerOf } from '../modules/messages/index.js';
import type { DemoOrder } from './demo-marketplace.js';

export interface DemoMessageCast {
  postpaidClientId: number;
  prepaidClientId: number;
  writerId: number;
  proofreaderId: number;
  adminId: number;
  orders: DemoOrder[];
}

/**
 * A few conversations for the demo accounts, written through the use cases: the client and the writer about two
 * orders, the client and the writer each with support, a draft, and unread messages on every side.
 */
export async function seedDemoMessages(cast: DemoMessageCast, transaction: Transaction): Promise<void> {
  const client = writerOf({ role: 'client', id: cast.postpaidClientId });
  const prepaid = writerOf({ role: 'client', id: cast.prepaidClientId });
  const writer = writerOf({ role: 'linguist', id: cast.writerId });
  const staff = writerOf({ role: 'admin', id: cast.adminId });
  const orderOf = (title: string) => {
    const order = cast.orders.find((o) => o.clientId === cast.postpaidClientId && o.title.startsWith(title));
    if (!order) throw new Error(`Demo messages need the demo order "${title}"`);
    return order.id;
  };
  const send = async (draft: Promise<MessageDto>, as = client) => sendDraft(as, (await draft).id, transaction);

  const blogPost = orderOf('Blog post: how to brew filter coffee');
  await postOrderMessage(client, blogPost, { body: 'Hi Wiebke,\ncould you mention that our filter roast also comes in 1 kg bags for cafés?\n\nThanks, Carla' }, transaction);
  await postOrderMessage(writer, blogPost, { body: 'Hi Carla,\nof course: I will add a short paragraph for café owners. Is there a page I should link to?' }, transaction);
  await postOrderMessage(client, blogPost, { body: 'Yes, the "Wholesale" page of our shop. No rush!' }, transaction);

  await postOrderMessage(writer, orderOf('Product text: Ethiopian Yirgacheffe'), { body: 'The text is ready. I kept the tasting notes from your briefing (jasmine, bergamot, honey).' }, transaction);

  const invoiceQuestion = await send(createDraft(client, { recipient: { role: 'support' }, subject: 'Invoice address for next month', body: 'Hello,\nwe move to Friedrichstraße 120 on the 1st. Which invoices will carry the new address?' }, transaction));
  await replyTo(staff, invoiceQuestion.id, { body: 'Hello Carla,\nevery invoice written after you change your billing settings carries the new address. Earlier ones stay as they are.' }, transaction);

  const payout = await send(createDraft(writer, { recipient: { role: 'support' }, subject: 'Payout schedule', body: 'When are my earnings of accepted orders paid out?' }, transaction), writer);
  await replyTo(staff, payout.id, { body: 'At the start of each month, for every order accepted in the month before.' }, transaction);

  await createDraft(client, { recipient: { role: 'linguist', id: cast.proofreaderId }, subject: 'Our style guide', body: 'Hi Paul,\nfor the next proofreading: we write "e-mail" with a hyphen and address readers informally.' }, transaction);

  await send(createDraft(prepaid, { recipient: { role: 'support' }, subject: 'Bank transfer reference', body: 'Which reference should our bank transfer for the next deposit carry?' }, transaction), prepaid);
}
