import type { TemplateTree } from '@inkwell/templates';
import type { TestContext } from '../../../testing/test-runtime.js';

/** Any method, so GET and DELETE read like the writes (order-scenario's `call` covers writes only). */
export function send(api: TestContext, method: 'get' | 'post' | 'put' | 'delete', path: string, token: string, body?: object) {
  const req = api.request()[method](path).set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(body);
}

/** A valid briefing tree: instructions are text of blocks and inlines. */
export function briefingTree(instruction = 'Say what the product is and who it is for.'): TemplateTree {
  return {
    element: 'layout',
    sections: [
      {
        element: 'section',
        name: 'Intro',
        type: 'fixed',
        min: 50,
        max: 100,
        children: [{ element: 'block', tag: 'p', content: instruction, children: [{ element: 'inline', tag: 'strong', content: 'No jargon.' }] }],
      },
      { element: 'section', name: 'Details', type: 'flexible', children: [{ element: 'block', tag: 'ul', children: [{ element: 'block', tag: 'li', content: 'Size' }] }] },
    ],
  };
}

/** A valid layout tree: empty elements with word limits for the writer to fill, text only in the table. */
export function layoutTree(firstSection = 'Intro'): TemplateTree {
  return {
    element: 'layout',
    sections: [
      { element: 'section', name: firstSection, type: 'fixed', min: 40, max: 80, children: [{ element: 'block', tag: 'h2' }, { element: 'block', tag: 'p' }] },
      {
        element: 'section',
        name: 'Specs',
        type: 'optional',
        children: [
          {
            element: 'block',
            tag: 'table',
            children: [{ element: 'block', tag: 'tr', children: [{ element: 'block', tag: 'th', content: 'Weight' }, { element: 'block', tag: 'td' }] }],
          },
        ],
      },
    ],
  };
}
