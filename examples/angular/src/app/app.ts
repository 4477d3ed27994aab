import { httpResource } from '@angular/common/http';
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import 'crypto-ramp-widget';

type LaunchParams = { apiKey: string; signature: string; payload: string; apiUrl: string; widgetUrl: string };

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <h1>Buy bitcoin</h1>
    @if (launch.value(); as params) {
      <crypto-ramp-widget
        [attr.api-key]="params.apiKey"
        [attr.signature]="params.signature"
        [attr.payload]="params.payload"
        [attr.api-url]="params.apiUrl"
        [attr.widget-url]="params.widgetUrl"
        (ramp:started)="started($event)"
      ></crypto-ramp-widget>
    }
    <output id="host-events">{{ hostEvents() }}</output>
  `,
})
export class App {
  protected readonly launch = httpResource<LaunchParams>(() => '/api/launch');
  protected readonly hostEvents = signal('');

  protected started(event: CustomEvent<{ flowType: string | null }>): void {
    this.hostEvents.set(`started ${event.detail.flowType}`);
  }
}
