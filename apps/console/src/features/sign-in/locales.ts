export const en = {
  title: 'Sign in to the console',
  lead: 'Staff only. Every action is recorded.',
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
};

export const zh: typeof en = {
  title: '登录运营后台',
  lead: '仅限员工使用，所有操作均会记录。',
  username: '用户名',
  password: '密码',
  submit: '登录',
};
