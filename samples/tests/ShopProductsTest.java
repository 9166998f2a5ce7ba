// Legacy Appium test of the shop product list (samples/android-shop-products.xml).
import io.appium.java_client.AppiumBy;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

public class ShopProductsTest extends BaseTest {
    public void opensTheCart() {
        driver.findElement(By.xpath("//android.widget.ImageButton[@content-desc='Shop.Toolbar.Cart']")).click();
    }

    public void searchesForShoes() {
        WebElement field = driver.findElement(By.xpath("//*[@content-desc=\"Shop.Search.Field\"]"));
        field.sendKeys("shoes");
    }

    public void favoritesTheSecondProduct() {
        driver.findElement(By.xpath("//androidx.recyclerview.widget.RecyclerView/android.view.ViewGroup[2]/android.widget.CheckBox")).click();
    }

    public void checksOut() {
        driver.findElement(By.xpath("//android.widget.Button[@text='Checkout']")).click();
    }
}
