import type zh from '../zh-CN/display';

export default {} satisfies Record<keyof typeof zh, string>;
