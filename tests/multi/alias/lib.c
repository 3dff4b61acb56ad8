/* gcc aliases: other files call `scale` and write `bias`, names that only
 * the alias attribute gives to a static function and a static object. */
static int scale_impl(int a) { return a * 3; }
int scale(int a) __attribute__((alias("scale_impl")));

static int bias_value = 4;
extern int bias __attribute__((alias("bias_value")));

int adjust(int k, int x) { return scale_impl(x) + k + bias_value; }
