import { httpResource } from '@angular/common/http';
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { RampEventMap } from 'crypto-ramp-widget';
// Defines <crypto-ramp-widget> in the browser (a side effect; the widget's code loads in chunks).
import 'crypto-ramp-widget';
import { RampEvents } from './ramp-events';

/** What our server's GET /api/launch returns: signed there, so the secret never reaches the browser. */
type LaunchParams = { apiKey: string; signature: string; payload: string; apiUrl?: string; widgetUrl?: string };

@Component({
  selector: 'app-root',
  imports: [RampEvents],
  // <crypto-ramp-widget> is a custom element, not an Angular component.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Buy bitcoin</h1>
    @if (launch.value(); as params) {
      <!-- attr.: the element's attributes (a plain [api-key] would set a property named "api-key"). -->
      <crypto-ramp-widget
        [attr.api-key]="params.apiKey"
        [attr.signature]="params.signature"
        [attr.payload]="params.payload"
        [attr.api-url]="params.apiUrl"
        [attr.widget-url]="params.widgetUrl"
        (rampStarted)="onStarted($event)"
        (rampError)="onError($event)"
      ></crypto-ramp-widget>
    } @else if (launch.error()) {
      <p role="alert">The widget could not be loaded. Please try again later.</p>
    }
    <output id="host-events">{{ hostEvents() }}</output>
  `,
})
export class App {
  protected readonly launch = httpResource<LaunchParams>(() => '/api/launch');
  protected readonly hostEvents = signal('');

  protected onStarted(event: RampEventMap['ramp:started']): void {
    this.hostEvents.set(`started ${event.detail.flowType}`);
  }

  protected onError(event: RampEventMap['ramp:error']): void {
    this.hostEvents.set(`error ${event.detail.code}`);
  }
}
