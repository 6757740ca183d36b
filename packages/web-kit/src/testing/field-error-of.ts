/** The message a form shows under `element`: the alert its aria-describedby names, as the user hears it. */
export function fieldErrorOf(element: HTMLElement): string | null | undefined {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((described) => described?.getAttribute('role') === 'alert')?.textContent;
}
