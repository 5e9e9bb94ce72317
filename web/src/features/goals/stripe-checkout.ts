/**
 * Stripe's Payment Element, loaded only when the payment dialog opens (this module is imported
 * dynamically, and @stripe/stripe-js/pure injects Stripe.js only when asked), so no screen's
 * first load carries it.
 */
import { loadStripe } from '@stripe/stripe-js/pure';

export interface Checkout {
  /**
   * Confirms the payment; on success Stripe sends the browser to `returnUrl` (this promise then
   * never matters). Answers the provider's error when it refused on the spot.
   */
  confirm(returnUrl: string): Promise<{ type: string; message?: string } | null>;
  destroy(): void;
}

export async function mountCheckout(publishableKey: string, clientSecret: string, container: HTMLElement): Promise<Checkout> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this browser');
  const elements = stripe.elements({ clientSecret, appearance: { theme: 'night' } });
  const element = elements.create('payment');
  await new Promise<void>((resolve, reject) => {
    element.on('ready', () => resolve());
    element.on('loaderror', (event) => reject(new Error(event.error.message ?? 'The card form could not be loaded')));
    element.mount(container);
  });
  return {
    async confirm(returnUrl) {
      const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      return error ? { type: error.type, message: error.message } : null;
    },
    destroy: () => element.destroy(),
  };
}
