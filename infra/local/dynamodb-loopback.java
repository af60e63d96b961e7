// DynamoDB Local on 127.0.0.1 only. Its jar has no bind-address option: the server it builds is a
// Jetty Server(port), which listens on every interface. This launcher builds the same server from
// the same command line, sets the connector's host to the loopback address before it opens, and
// starts it. It also exits when its standard input closes, so the JVM never outlives the Node
// process that started it, even if that one is killed outright.
//
// Run by emulators.ts with `java -cp <DynamoDBLocal.jar and its lib> dynamodb-loopback.java <args>`
// (Java's single-file source mode: no build step, no binary in the repository).

import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.AbstractNetworkConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;

class DynamoDBLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(proxy);
    Connector[] connectors = jetty.getConnectors();
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Connector connector : connectors) ((AbstractNetworkConnector) connector).setHost("127.0.0.1");

    Thread watchdog = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // Nothing is ever written; end of input means the parent is gone.
        }
      } catch (Exception ignored) {
        // A broken pipe means the same.
      }
      System.exit(0);
    }, "parent-watchdog");
    watchdog.setDaemon(true);
    watchdog.start();

    proxy.start();
  }
}
