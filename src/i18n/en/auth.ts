import type zh from '../zh-CN/auth';

export default {} satisfies Record<keyof typeof zh, string>;
