// The exam area's screens (spec 3 §2), each loaded on its own routes. The instruction and finish
// screens show no question HTML: /study/homework and /study/test load neither DOMPurify (RichHtml)
// nor the question views, the answer card or the attempt's journal; answering and review share
// those (the bundler puts them in chunks of their own), and only answering loads the attempt store.
import { lazy } from 'react';

export const Instructions = lazy(() => import('./Instructions').then((module) => ({ default: module.Instructions })));
export const Answering = lazy(() => import('./Answering').then((module) => ({ default: module.Answering })));
export const Finish = lazy(() => import('./Finish').then((module) => ({ default: module.Finish })));
export const Review = lazy(() => import('./Review').then((module) => ({ default: module.Review })));
