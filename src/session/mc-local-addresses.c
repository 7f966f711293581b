/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include "mc-local-addresses.h"

/* The addresses the table can be shared on: the app offers them in its
 * picker, the server listens on them. No libsoup here: the app links
 * this, not the server. */

/**
 * mc_local_addresses_dup:
 *
 * Returns: (transfer full): the addresses of this computer on its local
 *   networks, as text: IPv4 first, then IPv6 other than link-local; no
 *   loopback
 */
GPtrArray *
mc_local_addresses_dup (void)
{
  GPtrArray *v4 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) v6 = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *all = NULL;

  if (getifaddrs (&all) != 0)
    return v4;
  for (struct ifaddrs *i = all; i != NULL; i = i->ifa_next)
    {
      g_autoptr(GSocketAddress) socket_address = NULL;
      GInetAddress *address;
      gsize length;

      if (i->ifa_addr == NULL || !(i->ifa_flags & IFF_UP) || (i->ifa_flags & IFF_LOOPBACK))
        continue;
      if (i->ifa_addr->sa_family == AF_INET)
        length = sizeof (struct sockaddr_in);
      else if (i->ifa_addr->sa_family == AF_INET6)
        length = sizeof (struct sockaddr_in6);
      else
        continue;
      socket_address = g_socket_address_new_from_native (i->ifa_addr, length);
      if (socket_address == NULL)
        continue;
      address = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (socket_address));
      if (g_inet_address_get_is_loopback (address) || g_inet_address_get_is_link_local (address)
          || g_inet_address_get_is_multicast (address))
        continue;
      g_ptr_array_add (g_inet_address_get_family (address) == G_SOCKET_FAMILY_IPV4 ? v4 : v6,
                       g_inet_address_to_string (address));
    }
  freeifaddrs (all);
  for (guint i = 0; i < v6->len; i++)
    g_ptr_array_add (v4, g_strdup (g_ptr_array_index (v6, i)));
  return v4;
}
