import type zh from '../zh-CN/study';

export default {} satisfies Record<keyof typeof zh, string>;
