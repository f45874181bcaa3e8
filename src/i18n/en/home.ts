import type zh from '../zh-CN/home';

export default {} satisfies Record<keyof typeof zh, string>;
