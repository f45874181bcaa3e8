import type zh from '../zh-CN/site';

export default {} satisfies Record<keyof typeof zh, string>;
