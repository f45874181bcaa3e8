import type zh from '../zh-CN/access';

export default {} satisfies Record<keyof typeof zh, string>;
