/* C99's digraphs (<: :> <% %>) spell brackets and braces; inside string
 * and character literals they are plain characters. */
#include <stdio.h>
#include <string.h>
struct pair <% int key; int value<:2:>; %>;
static const char text<::> = "<:a:> <%b%>";
int main(void) <%
    struct pair p<:3:> = <% <% 1, <% 2, 3 %> %>, <% 4, <% 5, 6 %> %> %>;
    int total = 0;
    for (int i = 0; i < 2; i++) <%
        total += p<:i:>.key * 100 + p<:i:>.value<:1:>;
    %>
    char c = '<';
    printf("%d %s %zu %c%c\n", total, text, strlen(text), c, '%');
    return 0;
%>
