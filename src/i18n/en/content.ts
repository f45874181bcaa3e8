import type zh from '../zh-CN/content';

export default {} satisfies Record<keyof typeof zh, string>;
