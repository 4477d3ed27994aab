/**
 * The models of the screens after the first one, in one chunk (as their screens are in one:
 * `src/laterScreens.ts`): the buy order and the off-ramp load together, once, with
 * the first of them (or in start-up's round trip, when it resumes an order or starts on selling). One chunk
 * costs a customer who only sells the order model's 2 KB and saves everyone a request per model; public
 * tracking keeps its own (`tracking.ts`), for visitors who only track.
 */
export { createOrderModel } from './order';
export { createSellModel, loadSellRates } from './sell';
